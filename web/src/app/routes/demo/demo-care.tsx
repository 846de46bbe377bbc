import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { DemoCard } from '../../../features/demo/components/demo-card';
import { DemoSaveButton } from '../../../features/demo/components/demo-save-button';
import {
  demoAppointments,
  demoAssistantAnswers,
  demoCounselor,
  demoSlots,
  demoTranscript,
} from '../../../features/demo/fixtures';
import { useT } from '../../../i18n/use-t';

export function DemoAgentScreen() {
  const t = useT();
  const counselor = demoCounselor();
  return (
    <Page title={counselor.name} description={`${counselor.title} · ${counselor.languages}`}>
      <DemoCard title={t('demo.agent.about')}>
        <Text>{counselor.bio}</Text>
      </DemoCard>
      <DemoCard title={t('chat.conversation')}>
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {demoTranscript().map((m, i) => (
            <li key={i} style={{ alignSelf: m.from === 'Alex' ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
              <Paper p="sm" radius="lg" bg={m.from === 'Alex' ? 'green.1' : 'gray.1'}>
                <Text size="xs" fw={700}>
                  {m.from}
                </Text>
                <Text>{m.text}</Text>
              </Paper>
            </li>
          ))}
        </Stack>
        <DemoSaveButton label={t('chat.sendAMessage')} />
      </DemoCard>
    </Page>
  );
}

export function DemoAssistantScreen() {
  const t = useT();
  const [asked, setAsked] = useState<number | null>(null);
  const answers = demoAssistantAnswers();
  const answer = asked === null ? null : answers[asked];
  return (
    <Page title={t('chat.assistant')} description={t('demo.assistant.description')}>
      <Group gap="xs">
        {answers.map((a, i) => (
          <Button
            key={a.question}
            variant={asked === i ? 'filled' : 'default'}
            onClick={() => setAsked(i)}
            styles={{ root: { height: 'auto', minHeight: 36 }, label: { whiteSpace: 'normal', paddingBlock: 6 } }}
          >
            {a.question}
          </Button>
        ))}
      </Group>
      {answer ? (
        <DemoCard title={answer.question}>
          <Text>{answer.answer}</Text>
          <Text size="sm" c="gray.7">
            {t('demo.assistant.source', { citation: answer.citation })}
          </Text>
          <DemoSaveButton label={t('chat.talkToCounselor')} />
        </DemoCard>
      ) : (
        <Text c="gray.7">{t('demo.assistant.choose')}</Text>
      )}
    </Page>
  );
}

export function DemoScheduleScreen() {
  const t = useT();
  const counselor = demoCounselor();
  const [slot, setSlot] = useState<string | null>(null);
  const [booked, setBooked] = useState(false);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Page title={t('demo.schedule.title')} description={t('demo.schedule.description', { zone })}>
      <DemoCard title={t('demo.schedule.day', { name: counselor.name })}>
        <Chip.Group
          value={slot}
          onChange={(v) => {
            setSlot(v);
            setBooked(false);
          }}
        >
          <Group gap="xs">
            {demoSlots().map((s) => (
              <Chip key={s} value={s}>
                {s}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Button disabled={!slot} onClick={() => setBooked(true)} w="fit-content">
          {t('home.book')}
        </Button>
      </DemoCard>
      {booked && slot ? (
        <Alert color="green" title={t('demo.schedule.booked')} role="status">
          {t('demo.schedule.bookedText', { time: slot, name: counselor.name })}
        </Alert>
      ) : null}
    </Page>
  );
}

export function DemoAppointmentsScreen() {
  const t = useT();
  return (
    <Page title={t('appointments.title')}>
      {demoAppointments().map((a) => (
        <DemoCard key={a.title} title={a.title}>
          <Anchor component={Link} to={paths.demoAppointment.path} w="fit-content">
            {t('demo.appointments.view')}
          </Anchor>
          <Text>{a.when}</Text>
          <Group gap="xs">
            <Badge variant="light">{a.kind}</Badge>
            <Badge color="gray.8" variant="outline">
              {a.status}
            </Badge>
          </Group>
        </DemoCard>
      ))}
    </Page>
  );
}

export function DemoAppointmentScreen() {
  const t = useT();
  const counselor = demoCounselor();
  const a = demoAppointments()[1];
  return (
    <Page title={a?.title ?? t('appointments.appointment')} description={a?.when}>
      <DemoCard title={t('plans.details')}>
        <Text>{t('demo.appointment.how', { name: counselor.name })}</Text>
        <Text size="sm" c="gray.7">
          {t('demo.appointment.agenda')}
        </Text>
        <Group gap="xs">
          <DemoSaveButton label={t('appointments.reschedule')} />
          <DemoSaveButton label={t('appointments.cancel')} />
        </Group>
      </DemoCard>
    </Page>
  );
}
