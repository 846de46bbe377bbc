import { Anchor, Badge, Checkbox, Group, List, Progress, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { DemoCard } from '../../../features/demo/components/demo-card';
import { DemoSaveButton } from '../../../features/demo/components/demo-save-button';
import {
  demoAssistantAnswers,
  demoCounselor,
  demoMember,
  demoPlan,
  demoPosts,
  demoReport,
  demoUsd as usd,
} from '../../../features/demo/fixtures';
import { useT } from '../../../i18n/use-t';

export function DemoDashboardScreen() {
  const t = useT();
  const member = demoMember();
  const counselor = demoCounselor();
  const plan = demoPlan();
  const report = demoReport();
  const done = plan.tasks.filter((task) => task.done).length;
  return (
    <Page title={t('demo.dashboard.title', { name: member.firstName })} description={`${member.employer} · ${member.plan}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DemoCard title={t('home.counselorTitle')}>
          <Text fw={600}>{counselor.name}</Text>
          <Text size="sm" c="gray.7">
            {counselor.title} · {counselor.languages}
          </Text>
          <Group gap="xs">
            <Anchor component={Link} to={paths.demoAgent.path}>
              {t('demo.dashboard.message')}
            </Anchor>
            <Anchor component={Link} to={paths.demoSchedule.path}>
              {t('demo.dashboard.bookCall')}
            </Anchor>
          </Group>
        </DemoCard>
        <DemoCard title={t('demo.dashboard.deductible')}>
          <Text>
            {t('demo.dashboard.deductibleMet', { met: usd(member.deductible.met), total: usd(member.deductible.total) })}
          </Text>
          <Progress
            value={(member.deductible.met / member.deductible.total) * 100}
            aria-label={t('demo.dashboard.deductibleBar')}
          />
          <Text size="sm" c="gray.7">
            {t('demo.dashboard.hsa', { amount: usd(member.hsaBalance) })}
          </Text>
        </DemoCard>
        <DemoCard title={t('demo.dashboard.activePlan')}>
          <Anchor component={Link} to={paths.demoPlan.path}>
            {plan.title}
          </Anchor>
          <Progress value={(done / plan.tasks.length) * 100} aria-label={t('demo.planProgress')} />
          <Text size="sm" c="gray.7">
            {t('demo.tasksDone', { done, total: plan.tasks.length })}
          </Text>
        </DemoCard>
        <DemoCard title={t('demo.dashboard.openReport')}>
          <Anchor component={Link} to={paths.demoReport.path}>
            {report.title}
          </Anchor>
          <Badge color="green.7" w="fit-content">
            {t('demo.dashboard.resolvedSaved', { amount: usd(report.original - report.resolved) })}
          </Badge>
        </DemoCard>
        <DemoCard title={t('chat.askTitle')}>
          <Anchor component={Link} to={paths.demoAssistant.path}>
            {demoAssistantAnswers()[0]?.question}
          </Anchor>
        </DemoCard>
        <DemoCard title={t('demo.dashboard.news')}>
          <Anchor component={Link} to={paths.demoBlog.path}>
            {demoPosts()[0]?.title}
          </Anchor>
        </DemoCard>
      </SimpleGrid>
    </Page>
  );
}

export function DemoBlogScreen() {
  const t = useT();
  return (
    <Page title={t('feed.title')} description={t('demo.feed.description')}>
      {demoPosts().map((post) => (
        <DemoCard key={post.title} title={post.title}>
          <Text size="sm" c="gray.7">
            {post.from}
          </Text>
          <Text>{post.body}</Text>
        </DemoCard>
      ))}
    </Page>
  );
}

export function DemoPlanScreen() {
  const t = useT();
  const plan = demoPlan();
  const done = plan.tasks.filter((task) => task.done).length;
  return (
    <Page title={plan.title} description={t('demo.tasksDone', { done, total: plan.tasks.length })}>
      <Progress value={(done / plan.tasks.length) * 100} aria-label={t('demo.planProgress')} size="lg" />
      <DemoCard title={t('plans.tasksTitle')}>
        <Stack gap="xs">
          {plan.tasks.map((task) => (
            <Checkbox key={task.title} label={task.title} defaultChecked={task.done} />
          ))}
        </Stack>
        <DemoSaveButton label={t('demo.plan.save')} />
      </DemoCard>
    </Page>
  );
}

export function DemoReportScreen() {
  const t = useT();
  const report = demoReport();
  return (
    <Page title={report.title} description={t('demo.report.saved', { amount: usd(report.original - report.resolved) })}>
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <DemoCard title={t('demo.report.original')}>
          <Text fz={24} fw={700}>
            {usd(report.original)}
          </Text>
        </DemoCard>
        <DemoCard title={t('demo.report.after')}>
          <Text fz={24} fw={700} c="green.8">
            {usd(report.resolved)}
          </Text>
        </DemoCard>
      </SimpleGrid>
      <DemoCard title={t('reports.timeline')}>
        <Timeline bulletSize={14} lineWidth={2} active={report.timeline.length - 1}>
          {report.timeline.map((step) => (
            <Timeline.Item key={step.date} title={step.date}>
              <Text size="sm">{step.text}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </DemoCard>
      <DemoCard title={t('demo.report.howHandled')}>
        <List size="sm">
          <List.Item>{t('demo.report.rateHint')}</List.Item>
        </List>
        <DemoSaveButton label={t('reports.rate.submit')} />
      </DemoCard>
    </Page>
  );
}
