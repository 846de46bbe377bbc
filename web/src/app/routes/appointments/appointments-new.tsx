import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session';
import {
  useCounselorRecord,
  useMyCounselorProfile,
  usePeople,
} from '../../../features/appointments/api/appointments-api';
import { BookCounselorForm } from '../../../features/appointments/components/book-counselor-form';
import { DoctorRequestForm } from '../../../features/appointments/components/doctor-request-form';
import { viewerZone } from '../../../features/appointments/lib/time';

type Path = 'counselor' | 'doctor';

/** `/appointments/new`: "Talk with my counselor" or "Help me book a doctor", for oneself, a minor one manages, or (counselors) a caseload member. */
export function AppointmentsNewScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const { user, isSuperuser } = useSession();
  const role = user?.role ?? '';
  const userId = user?.id ?? '';
  // staff book for a member: the choices name the appointment, not "my counselor"
  const staff = isSuperuser || role === 'counselor';
  const tz = viewerZone(user?.['timezone']);
  const people = usePeople(role, userId);
  const mine = useMyCounselorProfile(role === 'counselor' ? userId : '');
  const [path, setPath] = useState<Path>(params.get('path') === 'doctor' ? 'doctor' : 'counselor');
  const list = people.data ?? [];
  const [personId, setPersonId] = useState<string | null>(params.get('member'));
  const person =
    list.find((p) => p.id === personId) ??
    (role === 'counselor' ? undefined : (list.find((p) => p.user === userId) ?? list[0]));
  const self = list.find((p) => p.user === userId);
  const counselorId =
    role === 'counselor'
      ? (mine.data?.id ?? '')
      : params.get('counselor') || person?.counselor || self?.counselor || '';
  const counselor = useCounselorRecord(counselorId);
  const open = (id: string) => void navigate(paths.appointment.href(id));
  const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim() || t('appointments.unnamed');
  const showPicker = role === 'counselor' || list.length > 1;
  return (
    <Page
      title={t('appointments.book')}
      description={
        staff
          ? t('appointments.newDescriptionStaff')
          : t('appointments.newDescriptionMember')
      }
    >
      <QueryState
        isPending={people.isPending}
        errorMessage={people.error ? errorMessage(people.error) : null}
        onRetry={() => void people.refetch()}
        loadingLabel={t('appointments.loadingPeople')}
      >
        <Stack gap="md">
          {showPicker ? (
            <Select
              label={t('appointments.whoFor')}
              placeholder={role === 'counselor' ? t('appointments.chooseMember') : undefined}
              searchable
              data={list.map((p) => ({ value: p.id, label: p.user === userId ? t('appointments.me', { name: name(p) }) : name(p) }))}
              value={person?.id ?? null}
              onChange={setPersonId}
              allowDeselect={false}
            />
          ) : null}
          <Group gap="xs" role="group" aria-label={staff ? t('appointments.whatKind') : t('appointments.whatNeed')}>
            <Button
              variant={path === 'counselor' ? 'filled' : 'default'}
              aria-pressed={path === 'counselor'}
              onClick={() => setPath('counselor')}
            >
              {staff ? t('appointments.counselorSession') : t('appointments.talkWithCounselor')}
            </Button>
            <Button
              variant={path === 'doctor' ? 'filled' : 'default'}
              aria-pressed={path === 'doctor'}
              onClick={() => setPath('doctor')}
            >
              {staff ? t('appointments.kindDoctor') : t('appointments.helpBookDoctor')}
            </Button>
          </Group>
          {!person ? (
            <Text c="gray.7">
              {role === 'counselor'
                ? t('appointments.chooseFromCaseload')
                : t('appointments.noProfile')}
            </Text>
          ) : path === 'doctor' ? (
            <Paper withBorder p="md" radius="md">
              <DoctorRequestForm memberId={person.id} bookedBy={userId} onRequested={(a) => open(a.id)} />
            </Paper>
          ) : !counselorId ? (
            <Alert color="blue" title={t('appointments.noCounselorTitle')}>
              {t('appointments.noCounselor')}
            </Alert>
          ) : (
            <QueryState
              isPending={counselor.isPending}
              errorMessage={counselor.error ? errorMessage(counselor.error) : null}
              onRetry={() => void counselor.refetch()}
              loadingLabel={t('appointments.loadingCounselor')}
            >
              {counselor.data ? (
                <Paper withBorder p="md" radius="md">
                  <BookCounselorForm
                    key={`${person.id}-${counselorId}`}
                    onBooked={(a) => open(a.id)}
                    target={{
                      memberId: person.id,
                      counselorId,
                      counselorName: counselor.data.display_name || t('appointments.yourCounselorLower'),
                      bookedBy: userId,
                      tz,
                      videoReady: Boolean(counselor.data.meeting_url),
                    }}
                  />
                </Paper>
              ) : null}
            </QueryState>
          )}
        </Stack>
      </QueryState>
    </Page>
  );
}
