import { Anchor, Badge, Checkbox, Group, List, Progress, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { DemoCard } from '../../../features/demo/components/demo-card';
import { DemoSaveButton } from '../../../features/demo/components/demo-save-button';
import { demoCounselor, demoMember, demoPlan, demoPosts, demoReport } from '../../../features/demo/fixtures';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

export function DemoDashboardScreen() {
  const done = demoPlan.tasks.filter((t) => t.done).length;
  return (
    <Page title={`Good morning, ${demoMember.firstName}`} description={`${demoMember.employer} · ${demoMember.plan}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DemoCard title="Your counselor">
          <Text fw={600}>{demoCounselor.name}</Text>
          <Text size="sm" c="gray.7">
            {demoCounselor.title} · {demoCounselor.languages}
          </Text>
          <Group gap="xs">
            <Anchor component={Link} to={paths.demoAgent.path}>
              Message
            </Anchor>
            <Anchor component={Link} to={paths.demoSchedule.path}>
              Book a call
            </Anchor>
          </Group>
        </DemoCard>
        <DemoCard title="Deductible">
          <Text>
            {usd(demoMember.deductible.met)} of {usd(demoMember.deductible.total)} met
          </Text>
          <Progress
            value={(demoMember.deductible.met / demoMember.deductible.total) * 100}
            aria-label="Deductible met"
          />
          <Text size="sm" c="gray.7">
            HSA balance {usd(demoMember.hsaBalance)}
          </Text>
        </DemoCard>
        <DemoCard title="Active plan">
          <Anchor component={Link} to={paths.demoPlan.path}>
            {demoPlan.title}
          </Anchor>
          <Progress value={(done / demoPlan.tasks.length) * 100} aria-label="Plan progress" />
          <Text size="sm" c="gray.7">
            {done} of {demoPlan.tasks.length} tasks done
          </Text>
        </DemoCard>
        <DemoCard title="Open report">
          <Anchor component={Link} to={paths.demoReport.path}>
            {demoReport.title}
          </Anchor>
          <Badge color="green.7" w="fit-content">
            Resolved · saved {usd(demoReport.original - demoReport.resolved)}
          </Badge>
        </DemoCard>
        <DemoCard title="Ask the assistant">
          <Anchor component={Link} to={paths.demoAssistant.path}>
            Is urgent care covered?
          </Anchor>
        </DemoCard>
        <DemoCard title="Latest news">
          <Anchor component={Link} to={paths.demoBlog.path}>
            {demoPosts[0]?.title}
          </Anchor>
        </DemoCard>
      </SimpleGrid>
    </Page>
  );
}

export function DemoBlogScreen() {
  return (
    <Page title="Feed" description="News from Acme Foods and tips from counselors.">
      {demoPosts.map((post) => (
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
  const done = demoPlan.tasks.filter((t) => t.done).length;
  return (
    <Page title={demoPlan.title} description={`${done} of ${demoPlan.tasks.length} tasks done`}>
      <Progress value={(done / demoPlan.tasks.length) * 100} aria-label="Plan progress" size="lg" />
      <DemoCard title="Tasks">
        <Stack gap="xs">
          {demoPlan.tasks.map((task) => (
            <Checkbox key={task.title} label={task.title} defaultChecked={task.done} />
          ))}
        </Stack>
        <DemoSaveButton label="Save progress" />
      </DemoCard>
    </Page>
  );
}

export function DemoReportScreen() {
  return (
    <Page title={demoReport.title} description={`Saved ${usd(demoReport.original - demoReport.resolved)}`}>
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <DemoCard title="Original bill">
          <Text fz={24} fw={700}>
            {usd(demoReport.original)}
          </Text>
        </DemoCard>
        <DemoCard title="After review">
          <Text fz={24} fw={700} c="green.8">
            {usd(demoReport.resolved)}
          </Text>
        </DemoCard>
      </SimpleGrid>
      <DemoCard title="Timeline">
        <Timeline bulletSize={14} lineWidth={2} active={demoReport.timeline.length - 1}>
          {demoReport.timeline.map((step) => (
            <Timeline.Item key={step.date} title={step.date}>
              <Text size="sm">{step.text}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </DemoCard>
      <DemoCard title="How was this handled?">
        <List size="sm">
          <List.Item>Rate your counselor after a report is resolved.</List.Item>
        </List>
        <DemoSaveButton label="Send rating" />
      </DemoCard>
    </Page>
  );
}
