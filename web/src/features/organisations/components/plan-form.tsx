import { useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { pb } from '../../../lib/api-client';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { orgKeys } from '../api/orgs-api';
import type { BenefitPlanRecord, CostSharing } from '../api/org-types';

export const PLAN_TYPES = ['medical', 'dental', 'vision', 'pharmacy', 'hsa', 'fsa', 'hra', 'life', 'disability', 'eap', 'other'];
const MONEY: [keyof CostSharing, string][] = [
  ['deductible_ind', 'Deductible (individual)'], ['deductible_fam', 'Deductible (family)'], ['oop_max_ind', 'Out-of-pocket max (individual)'],
  ['oop_max_fam', 'Out-of-pocket max (family)'],
];
const COPAYS: [string, string][] = [['pcp', 'Primary care copay'], ['specialist', 'Specialist copay'], ['urgent', 'Urgent care copay'], ['er', 'Emergency room copay']];

type Num = number | string;

/** E/B/S: adds or edits a benefit plan offering, with cost sharing and the SBC (PDF) */
export function PlanForm({ employer, plan, onClose }: { employer: string; plan?: BenefitPlanRecord; onClose: () => void }) {
  const qc = useQueryClient();
  const cs = plan?.cost_sharing ?? {};
  const [v, setV] = useState({ name: plan?.name ?? '', type: plan?.type ?? 'medical', carrier: plan?.carrier ?? '', network: plan?.network ?? '' });
  const [year, setYear] = useState<Num>(plan?.plan_year || new Date().getFullYear());
  const [money, setMoney] = useState<Record<string, Num>>(() => Object.fromEntries(MONEY.map(([k]) => [k, (cs[k] as number | undefined) ?? ''])));
  const [coins, setCoins] = useState<Num>(cs.coinsurance ?? '');
  const [copays, setCopays] = useState<Record<string, Num>>(() => Object.fromEntries(COPAYS.map(([k]) => [k, (cs.copays as Record<string, number> | undefined)?.[k] ?? ''])));
  const [hsa, setHsa] = useState(plan?.hsa_eligible ?? false);
  const [sbc, setSbc] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const n = (x: Num) => (x === '' ? undefined : Number(x));

  const save = async (ev: React.FormEvent) => {
    ev.preventDefault();
    if (!v.name.trim()) return setErrors({ name: 'Enter the plan\'s name.' });
    if (sbc && sbc.type && sbc.type !== 'application/pdf') return setErrors({ sbc: 'The SBC must be a PDF file.' });
    setBusy(true);
    setError(null);
    const form = new FormData();
    const cost: CostSharing = { coinsurance: n(coins), copays: Object.fromEntries(COPAYS.map(([k]) => [k, n(copays[k]!)])) };
    for (const [k] of MONEY) (cost as Record<string, unknown>)[k] = n(money[k]!);
    const body: Record<string, unknown> = { ...v, name: v.name.trim(), plan_year: n(year) ?? 0, hsa_eligible: hsa, cost_sharing: JSON.stringify(cost) };
    if (!plan) Object.assign(body, { employer, active: true });
    for (const [k, val] of Object.entries(body)) form.append(k, String(val));
    if (sbc) form.append('sbc', sbc);
    try {
      if (plan) await pb.collection('benefit_plans').update(plan.id, form);
      else await pb.collection('benefit_plans').create(form);
      await qc.invalidateQueries({ queryKey: orgKeys.plans(employer) });
      onClose();
    } catch (err) {
      setErrors(fieldErrors(err));
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={plan ? `Edit ${plan.name}` : 'New benefit plan'}>
      <Stack gap="sm">
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Plan name" required value={v.name} onChange={(e) => setV({ ...v, name: e.currentTarget.value })} error={errors['name']} />
          <Select label="Type" data={PLAN_TYPES.map((t) => ({ value: t, label: t.toUpperCase().length <= 3 ? t.toUpperCase() : t.charAt(0).toUpperCase() + t.slice(1) }))} value={v.type} onChange={(t) => setV({ ...v, type: t ?? 'medical' })} allowDeselect={false} />
          <TextInput label="Carrier" value={v.carrier} onChange={(e) => setV({ ...v, carrier: e.currentTarget.value })} />
          <TextInput label="Network" value={v.network} onChange={(e) => setV({ ...v, network: e.currentTarget.value })} />
          <NumberInput label="Plan year" value={year} onChange={setYear} min={2000} max={2100} allowDecimal={false} />
          <NumberInput label="Coinsurance (%)" value={coins} onChange={setCoins} min={0} max={100} />
          {MONEY.map(([k, label]) => (
            <NumberInput key={k} label={`${label} ($)`} value={money[k]} onChange={(x) => setMoney({ ...money, [k]: x })} min={0} thousandSeparator="," />
          ))}
          {COPAYS.map(([k, label]) => (
            <NumberInput key={k} label={`${label} ($)`} value={copays[k]} onChange={(x) => setCopays({ ...copays, [k]: x })} min={0} />
          ))}
          <FileInput label="Summary of Benefits and Coverage (PDF)" accept="application/pdf" value={sbc} onChange={setSbc} clearable error={errors['sbc']} placeholder={plan?.sbc ? 'Replace the current SBC' : 'Choose a PDF'} />
        </SimpleGrid>
        <Checkbox label="HSA eligible" checked={hsa} onChange={(e) => setHsa(e.currentTarget.checked)} />
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            Save plan
          </Button>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
