import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, FileInput, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import {
  coverageKeys,
  personName,
  useBenefitPlans,
  type CoverageRecord,
  type PersonRecord,
} from '../api/coverage-actions';
import { addDependents, linkDependents, saveCoverage, type DependentInput } from '../api/save-coverage';
import { COVERAGE_TYPE_OPTIONS, coverageTypeOfPlan, isCoverageType, type CoverageType } from '../lib/coverage-types';
import { CardPhoto } from './card-photo';
import { DependentsFields } from './dependents-fields';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/heic,image/gif';

export interface CoverageFormProps {
  /** the signed-in member (the subscriber) */
  self: PersonRecord;
  /** people the coverage can be for: self first, then minors (none: always self) */
  people?: PersonRecord[];
  coverage?: CoverageRecord | null;
  dependents?: PersonRecord[];
  onSaved: (coverage: CoverageRecord) => void;
  /** the buttons (they must include a submit button) */
  actions: (busy: boolean) => ReactNode;
  /** a card photo to start with (e.g. from the document vault) */
  initialFront?: File | null;
}

/** a number typed or stored, or null for empty */
function numberOrNull(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** Employer plan or other insurance, card photos front and back, dependents. */
export function CoverageForm({
  self,
  people = [],
  coverage = null,
  dependents = [],
  onSaved,
  actions,
  initialFront = null,
}: CoverageFormProps) {
  const client = useQueryClient();
  const plans = useBenefitPlans(self.employer);
  const hasPlans = Boolean(self.employer) && (plans.data?.length ?? 0) > 0;
  const [personId, setPersonId] = useState(coverage?.member ?? self.id);
  const [source, setSource] = useState<'employer' | 'other'>(coverage && !coverage.benefit_plan ? 'other' : 'employer');
  const [planId, setPlanId] = useState<string | null>(coverage?.benefit_plan || null);
  const [type, setType] = useState<CoverageType>(coverage && isCoverageType(coverage.type) ? coverage.type : 'medical');
  const [f, setF] = useState({
    carrier: coverage?.carrier ?? '',
    planName: coverage?.plan_name ?? '',
    memberId: coverage?.member_id ?? '',
    groupNumber: coverage?.group_number ?? '',
  });
  const [met, setMet] = useState({
    deductible: numberOrNull(coverage?.accumulators?.deductible_met),
    oop: numberOrNull(coverage?.accumulators?.oop_met),
  });
  const [front, setFront] = useState<File | null>(initialFront ?? null);
  const [back, setBack] = useState<File | null>(null);
  const [newDependents, setNewDependents] = useState<DependentInput[]>([]);
  const [unlinked, setUnlinked] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mode = hasPlans ? source : 'other';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (mode === 'employer' && !planId) next.plan = 'Choose your plan.';
    if (mode === 'other' && !f.carrier.trim()) next.carrier = 'Enter the insurance company.';
    if (!f.memberId.trim() && !front && !coverage?.card_front)
      next.memberId = 'Enter the member ID or add a photo of the card.';
    if (met.deductible !== null && met.deductible < 0) next.deductibleMet = 'Enter an amount of $0 or more.';
    if (met.oop !== null && met.oop < 0) next.oopMet = 'Enter an amount of $0 or more.';
    setErrors(next);
    if (Object.keys(next).length) return;
    const plan = plans.data?.find((p) => p.id === planId);
    const person = people.find((p) => p.id === personId) ?? self;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await saveCoverage(
        {
          member: person.id,
          subscriber: person.id === self.id ? '' : self.id,
          type,
          relationship:
            person.id === self.id
              ? 'self'
              : person.relationship === 'spouse'
                ? 'spouse'
                : person.relationship === 'child'
                  ? 'child'
                  : 'other',
          benefitPlan: mode === 'employer' ? (planId ?? '') : '',
          carrier: mode === 'employer' ? (plan?.carrier ?? '') : f.carrier.trim(),
          planName: mode === 'employer' ? (plan?.name ?? '') : f.planName.trim(),
          network: mode === 'employer' ? (plan?.network ?? '') : (coverage?.network ?? ''),
          memberId: f.memberId.trim(),
          groupNumber: f.groupNumber.trim(),
          cardFront: front,
          cardBack: back,
          ...(coverage ? { accumulators: { deductibleMet: met.deductible, oopMet: met.oop } } : {}),
        },
        coverage,
      );
      // dependents saved on an earlier try whose link failed are linked now, never created twice
      const added = [...unlinked, ...(await addDependents(self.id, newDependents))];
      setNewDependents([]);
      setUnlinked(added);
      // new dependents go on this plan (a coverage for each, with the member as subscriber)
      if (person.id === self.id) await linkDependents(saved.id, added);
      setUnlinked([]);
      await client.invalidateQueries({ queryKey: coverageKeys.all });
      onSaved(saved);
    } catch (err) {
      const fe = fieldErrors(err, 'saveCoverage');
      setErrors({
        carrier: fe.carrier ?? '',
        memberId: fe.member_id ?? '',
        front: fe.card_front ?? '',
        back: fe.card_back ?? '',
        deductibleMet: fe.accumulators ?? '',
      });
      setFailure(errorMessage(err, 'saveCoverage'));
    } finally {
      setBusy(false);
    }
  };
  const text = (k: keyof typeof f, label: string, err?: string) => (
    <TextInput
      label={label}
      value={f[k]}
      error={err || undefined}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setF((s) => ({ ...s, [k]: v }));
      }}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {people.length > 1 && !coverage ? (
          <Select
            label="Who is this coverage for?"
            data={people.map((p) => ({
              value: p.id,
              label: p.id === self.id ? `Me (${personName(p)})` : personName(p),
            }))}
            value={personId}
            onChange={(v) => setPersonId(v ?? self.id)}
            allowDeselect={false}
          />
        ) : null}
        <Select
          label="Type of coverage"
          description="Medical, dental, vision… one card per plan."
          data={COVERAGE_TYPE_OPTIONS}
          value={type}
          onChange={(v) => setType(isCoverageType(v) ? v : 'medical')}
          allowDeselect={false}
        />
        {hasPlans ? (
          <Radio.Group label="Your insurance" value={source} onChange={(v) => setSource(v as 'employer' | 'other')}>
            <Group mt="xs">
              <Radio value="employer" label="A plan from my employer" />
              <Radio value="other" label="Other insurance" />
            </Group>
          </Radio.Group>
        ) : null}
        {mode === 'employer' ? (
          <Select
            label="Plan"
            data={(plans.data ?? []).map((p) => ({
              value: p.id,
              label: [p.name, p.carrier].filter(Boolean).join(' · '),
            }))}
            value={planId}
            onChange={(id) => {
              setPlanId(id);
              const picked = plans.data?.find((p) => p.id === id);
              if (picked) setType(coverageTypeOfPlan(picked.type));
            }}
            error={errors.plan}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('carrier', 'Insurance company', errors.carrier)}
            {text('planName', 'Plan name')}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('memberId', 'Member ID', errors.memberId)}
          {text('groupNumber', 'Group number')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap="xs">
            {coverage?.card_front && !front ? <CardPhoto record={coverage} field="card_front" label="Front" /> : null}
            <FileInput
              label="Photo of the card front"
              accept={IMAGE_TYPES}
              value={front}
              onChange={setFront}
              clearable
              clearButtonProps={{ 'aria-label': 'Remove the card front photo' }}
              error={errors.front || undefined}
              placeholder="Choose a photo"
            />
          </Stack>
          <Stack gap="xs">
            {coverage?.card_back && !back ? <CardPhoto record={coverage} field="card_back" label="Back" /> : null}
            <FileInput
              label="Photo of the card back"
              accept={IMAGE_TYPES}
              value={back}
              onChange={setBack}
              clearable
              clearButtonProps={{ 'aria-label': 'Remove the card back photo' }}
              error={errors.back || undefined}
              placeholder="Choose a photo"
            />
          </Stack>
        </SimpleGrid>
        {coverage ? (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Spent so far this plan year
            </Text>
            <Text size="xs" c="dimmed">
              From your latest explanation of benefits or the insurer&apos;s app.
              {coverage.accumulators?.as_of ? ` Last updated ${coverage.accumulators.as_of.slice(0, 10)}.` : ''}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label="Deductible met"
                prefix="$"
                min={0}
                decimalScale={2}
                thousandSeparator=","
                value={met.deductible ?? ''}
                onChange={(v) => setMet((s) => ({ ...s, deductible: numberOrNull(v) }))}
                error={errors.deductibleMet || undefined}
              />
              <NumberInput
                label="Out-of-pocket met"
                prefix="$"
                min={0}
                decimalScale={2}
                thousandSeparator=","
                value={met.oop ?? ''}
                onChange={(v) => setMet((s) => ({ ...s, oop: numberOrNull(v) }))}
                error={errors.oopMet || undefined}
              />
            </SimpleGrid>
          </Stack>
        ) : null}
        {personId === self.id ? (
          <DependentsFields value={newDependents} onChange={setNewDependents} existing={dependents.map(personName)} />
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {actions(busy)}
      </Stack>
    </form>
  );
}
