import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { DemoCard } from '../../../features/demo/components/demo-card';
import { DEMO_NOT_SAVED, DemoSaveButton } from '../../../features/demo/components/demo-save-button';
import {
  demoAppointments,
  demoAssistantAnswers,
  demoCounselor,
  demoSlots,
  demoTranscript,
} from '../../../features/demo/fixtures';

export function DemoAgentScreen() {
  return (
    <Page title={demoCounselor.name} description={`${demoCounselor.title} · ${demoCounselor.languages}`}>
      <DemoCard title="About">
        <Text>{demoCounselor.bio}</Text>
      </DemoCard>
      <DemoCard title="Conversation">
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {demoTranscript.map((m, i) => (
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
        <DemoSaveButton label="Send a message" />
      </DemoCard>
    </Page>
  );
}

export function DemoAssistantScreen() {
  const [asked, setAsked] = useState<number | null>(null);
  const answer = asked === null ? null : demoAssistantAnswers[asked];
  return (
    <Page title="Assistant" description="Answers from your plan documents, with sources.">
      <Group gap="xs">
        {demoAssistantAnswers.map((a, i) => (
          <Button key={a.question} variant={asked === i ? 'filled' : 'default'} onClick={() => setAsked(i)}>
            {a.question}
          </Button>
        ))}
      </Group>
      {answer ? (
        <DemoCard title={answer.question}>
          <Text>{answer.answer}</Text>
          <Text size="sm" c="gray.7">
            Source: {answer.citation}
          </Text>
          <DemoSaveButton label="Talk to my counselor" />
        </DemoCard>
      ) : (
        <Text c="gray.7">Choose a question to see how the assistant answers.</Text>
      )}
    </Page>
  );
}

export function DemoScheduleScreen() {
  const [slot, setSlot] = useState<string | null>(null);
  const [booked, setBooked] = useState(false);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Page title="Book a call" description={`Times shown in your time zone (${zone}).`}>
      <DemoCard title={`Thursday with ${demoCounselor.name}`}>
        <Chip.Group
          value={slot}
          onChange={(v) => {
            setSlot(v);
            setBooked(false);
          }}
        >
          <Group gap="xs">
            {demoSlots.map((s) => (
              <Chip key={s} value={s}>
                {s}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Button disabled={!slot} onClick={() => setBooked(true)} w="fit-content">
          Book
        </Button>
      </DemoCard>
      {booked && slot ? (
        <Alert color="green" title="Your call is booked" role="status">
          Thursday at {slot} with {demoCounselor.name}. {DEMO_NOT_SAVED}.
        </Alert>
      ) : null}
    </Page>
  );
}

export function DemoAppointmentsScreen() {
  return (
    <Page title="Appointments">
      {demoAppointments.map((a) => (
        <DemoCard key={a.title} title={a.title}>
          <Anchor component={Link} to={paths.demoAppointment.path} w="fit-content">
            View details
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
  const a = demoAppointments[1];
  return (
    <Page title={a?.title ?? 'Appointment'} description={a?.when}>
      <DemoCard title="Details">
        <Text>Video call · 30 minutes · {demoCounselor.name}</Text>
        <Text size="sm" c="gray.7">
          Agenda: surgery costs, time off work, physical therapy.
        </Text>
        <Group gap="xs">
          <DemoSaveButton label="Reschedule" />
          <DemoSaveButton label="Cancel appointment" />
        </Group>
      </DemoCard>
    </Page>
  );
}
