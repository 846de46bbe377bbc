import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { invalidateAgreementState, primeMemberState } from '../../guard-loader';
import type { MemberRecord } from '../../../features/onboarding/api/member-actions';
import { QueryState } from '../../../components/query-state';
import { CoverageStep } from './coverage-step';
import { AgreementStep } from '../../../features/onboarding/components/agreement-step';
import { ContactStep } from '../../../features/onboarding/components/contact-step';
import { GuideStep } from '../../../features/onboarding/components/guide-step';
import { InformationStep } from '../../../features/onboarding/components/information-step';
import { StepFrame } from '../../../features/onboarding/components/step-frame';
import { useCompleteStep } from '../../../features/onboarding/api/use-complete-step';
import { onboardingKeys, useMyAgreements, useMyProfile } from '../../../features/onboarding/api/use-onboarding';
import { errorMessage } from '../../../lib/api-errors';
import { useStep } from './use-step';
import { useT } from '../../../i18n/use-t';

const firstError = (...errors: unknown[]) => {
  const e = errors.find(Boolean);
  return e ? errorMessage(e) : null;
};

export function GuideScreen() {
  const { member, onSaved } = useStep('guide');
  const complete = useCompleteStep('guide');
  const t = useT();
  const done = () => {
    if (member.data) complete.mutate(member.data, { onSuccess: onSaved });
  };
  const failure = complete.isError ? errorMessage(complete.error, 'saveOnboarding') : null;
  return (
    <StepFrame step="guide" title={t('onboard.guideTitle')} description={t('onboard.guideDescription')}>
      <QueryState
        isPending={member.isPending}
        errorMessage={firstError(member.error) ?? failure}
        onRetry={() => void member.refetch()}
      >
        <GuideStep onDone={done} busy={complete.isPending} />
      </QueryState>
    </StepFrame>
  );
}

export function ContactScreen() {
  const { user, member, onBack, onSaved } = useStep('contact');
  const profile = useMyProfile(member.data?.id);
  const agreements = useMyAgreements(user?.id ?? '');
  const t = useT();
  // no member row (staff, whom the guard sends home): never wait on the profile query, which stays disabled
  if (member.isSuccess && !member.data) return <Navigate to={paths.home.path} replace />;
  return (
    <StepFrame step="contact" title={t('contact.title')} description={t('contact.description')}>
      <QueryState
        isPending={member.isPending || profile.isLoading || agreements.isPending}
        errorMessage={firstError(member.error, profile.error, agreements.error)}
        onRetry={() => void Promise.all([member.refetch(), profile.refetch(), agreements.refetch()])}
      >
        {user && member.data && agreements.data ? (
          <ContactStep
            key={member.data.id}
            user={user}
            member={member.data}
            profile={profile.data ?? null}
            agreements={agreements.data}
            onBack={onBack ?? (() => undefined)}
            onSaved={onSaved}
          />
        ) : null}
      </QueryState>
    </StepFrame>
  );
}

export function CoverageScreen() {
  return <CoverageStep />;
}

export function AgreementScreen() {
  const { user, member, onBack, onSaved } = useStep('agreement');
  const agreements = useMyAgreements(user?.id ?? '');
  const navigate = useNavigate();
  const client = useQueryClient();
  const t = useT();
  // a finished member is here because a document changed (re-accept, then back to the app), or
  // never signed at all (a caregiver who joined from a circle invitation skips the other steps)
  const finished = member.data?.onboarding_step === 'completed';
  const signedBefore = (agreements.data ?? []).some((a) => a.action === 'accepted' && a.document !== 'circle_consent');
  const resign = finished && signedBefore;
  // no member row (staff, whom the guard sends home): nothing to sign here, never an empty step (#29)
  const noMember = member.isSuccess && !member.data;
  const saved = (next: MemberRecord) => {
    invalidateAgreementState();
    if (next.onboarding_step !== 'completed') return onSaved(next);
    primeMemberState(next);
    void client.invalidateQueries({ queryKey: onboardingKeys.agreements(user?.id ?? '') });
    void navigate(paths.home.path);
  };
  if (noMember) return <Navigate to={paths.home.path} replace />;
  return (
    <StepFrame
      step="agreement"
      title={resign ? t('onboard.agreementResignTitle') : t('onboard.agreementTitle')}
      description={resign ? t('onboard.agreementResignDescription') : t('onboard.agreementDescription')}
    >
      <QueryState
        isPending={member.isPending || agreements.isPending}
        errorMessage={firstError(member.error, agreements.error)}
        onRetry={() => void Promise.all([member.refetch(), agreements.refetch()])}
      >
        {user && member.data && agreements.data ? (
          <AgreementStep
            userId={user.id}
            member={member.data}
            agreements={agreements.data}
            onBack={finished ? undefined : (onBack ?? (() => undefined))}
            onSaved={saved}
          />
        ) : null}
      </QueryState>
    </StepFrame>
  );
}

export function InformationScreen() {
  const { member, onBack, onSaved } = useStep('information');
  const profile = useMyProfile(member.data?.id);
  const t = useT();
  return (
    <StepFrame step="information" title={t('onboard.informationTitle')} description={t('onboard.informationDescription')}>
      <QueryState
        isPending={member.isPending || profile.isLoading}
        errorMessage={firstError(member.error, profile.error)}
        onRetry={() => void Promise.all([member.refetch(), profile.refetch()])}
      >
        {member.data ? (
          <InformationStep
            key={member.data.id}
            member={member.data}
            profile={profile.data ?? null}
            onBack={onBack ?? (() => undefined)}
            onSaved={onSaved}
          />
        ) : null}
      </QueryState>
    </StepFrame>
  );
}
