import { Alert, Button, Checkbox, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { applyStoreErrors } from '../../../lib/form-errors';
import type { BenefitPlanRecord, CostSharing } from '../api/org-types';
import { useSaveBenefitPlan } from '../api/use-save-benefit-plan';
import type { MessageId } from '../../../i18n/message-id';
import { benefitPlansTypeLabels, selectOptions } from '../../../lib/select-labels';
import { useT } from '../../../i18n/use-t';

const MONEY: [keyof CostSharing, MessageId][] = [
  ['deductible_ind', 'org.planForm.deductibleInd'], ['deductible_fam', 'org.planForm.deductibleFam'], ['oop_max_ind', 'org.planForm.oopInd'],
  ['oop_max_fam', 'org.planForm.oopFam'],
];
const COPAYS: [string, MessageId][] = [
  ['pcp', 'org.planForm.pcp'], ['specialist', 'org.planForm.specialist'], ['urgent', 'org.planForm.urgent'], ['er', 'org.planForm.er'],
];

type Num = number | string;

interface PlanValues {
  name: string;
  type: string;
  carrier: string;
  network: string;
  year: Num;
  coins: Num;
  money: Record<string, Num>;
  copays: Record<string, Num>;
  hsa: boolean;
  sbc: File | null;
}

const n = (x: Num | undefined) => (x === '' || x === undefined ? undefined : Number(x));

function initialValues(plan?: BenefitPlanRecord): PlanValues {
  const cs = plan?.cost_sharing ?? {};
  return {
    name: plan?.name ?? '',
    type: plan?.type ?? 'medical',
    carrier: plan?.carrier ?? '',
    network: plan?.network ?? '',
    year: plan?.plan_year || new Date().getFullYear(),
    coins: cs.coinsurance ?? '',
    money: Object.fromEntries(MONEY.map(([k]) => [k, (cs[k] as number | undefined) ?? ''])),
    copays: Object.fromEntries(COPAYS.map(([k]) => [k, (cs.copays as Record<string, number> | undefined)?.[k] ?? ''])),
    hsa: plan?.hsa_eligible ?? false,
    sbc: null,
  };
}

/** the multipart body of a plan save: fields, cost sharing as JSON, the SBC when one was chosen */
function planBody(v: PlanValues, employer: string, isNew: boolean): FormData {
  const cost: CostSharing = { coinsurance: n(v.coins), copays: Object.fromEntries(COPAYS.map(([k]) => [k, n(v.copays[k])])) };
  for (const [k] of MONEY) (cost as Record<string, unknown>)[k] = n(v.money[k]);
  const body: Record<string, unknown> = {
    name: v.name.trim(), type: v.type, carrier: v.carrier, network: v.network,
    plan_year: n(v.year) ?? 0, hsa_eligible: v.hsa, cost_sharing: JSON.stringify(cost),
  };
  if (isNew) Object.assign(body, { employer, active: true });
  const form = new FormData();
  for (const [k, val] of Object.entries(body)) form.append(k, String(val));
  if (v.sbc) form.append('sbc', v.sbc);
  return form;
}

/** E/B/S: adds or edits a benefit plan offering, with cost sharing and the SBC (PDF) */
export function PlanForm({ employer, plan, onClose }: { employer: string; plan?: BenefitPlanRecord; onClose: () => void }) {
  const t = useT();
  const save = useSaveBenefitPlan(employer);
  const form = useForm<PlanValues>({
    mode: 'controlled',
    initialValues: initialValues(plan),
    validate: {
      name: (v) => (v.trim() ? null : t('org.planForm.nameRequired')),
      sbc: (f) => (f && f.type && f.type !== 'application/pdf' ? t('org.planForm.sbcPdf') : null),
    },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      { id: plan?.id, form: planBody(v, employer, !plan) },
      { onSuccess: onClose, onError: (err) => applyStoreErrors(form, err) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={plan ? t('org.plans.editName', { name: plan.name }) : t('org.planForm.new')}>
      <Stack gap="sm">
        {save.isError ? <Alert color="red" role="alert">{errorMessage(save.error)}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('org.planForm.name')} required {...form.getInputProps('name')} />
          <Select
            label={t('org.planForm.type')}
            data={selectOptions(benefitPlansTypeLabels)}
            value={form.values.type}
            onChange={(v) => form.setFieldValue('type', v ?? 'medical')}
            allowDeselect={false}
          />
          <TextInput label={t('org.planForm.carrier')} {...form.getInputProps('carrier')} />
          <TextInput label={t('org.planForm.network')} {...form.getInputProps('network')} />
          <NumberInput label={t('org.book.planYear')} {...form.getInputProps('year')} min={2000} max={2100} allowDecimal={false} />
          <NumberInput label={t('org.planForm.coinsurance')} {...form.getInputProps('coins')} min={0} max={100} />
          {MONEY.map(([k, label]) => (
            <NumberInput key={k} label={t(label)} {...form.getInputProps(`money.${k}`)} min={0} thousandSeparator="," />
          ))}
          {COPAYS.map(([k, label]) => (
            <NumberInput key={k} label={t(label)} {...form.getInputProps(`copays.${k}`)} min={0} />
          ))}
          <FileInput
            label={t('org.plans.sbc')}
            accept="application/pdf"
            {...form.getInputProps('sbc')}
            clearable
            placeholder={plan?.sbc ? t('org.planForm.replaceSbc') : t('org.planForm.choosePdf')}
          />
        </SimpleGrid>
        <Checkbox label={t('org.plans.hsa')} {...form.getInputProps('hsa', { type: 'checkbox' })} />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('org.planForm.save')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('org.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
