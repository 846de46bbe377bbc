import type { ComponentType } from 'react';
import { createBrowserRouter, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { loadAllMessages } from '../i18n/i18n';
import { guardLoader, unmatchedLoader } from './guard-loader';
import { AppShellLayout } from './layouts/app-shell';
import { FrameSkeleton } from './layouts/frame-skeleton';
import { RouteErrorPage } from './route-error';
import { RootFrame } from './root-frame';

type Module = Record<string, unknown>;

/** A lazily loaded route module; `name` is the exported screen component. */
function screen(path: string, load: () => Promise<Module>, name: string): NonIndexRouteObject {
  return {
    path,
    lazy: async () => {
      const mod = await load();
      const Component = mod[name] as ComponentType | undefined;
      if (!Component) throw new Error(`Route module for ${path} has no export ${name}`);
      const loader = mod[`${name}Loader`] as RouteObject['loader'] | undefined;
      return loader ? { Component, loader } : { Component };
    },
  };
}

const main = () => import('./routes/main/home');
const auth = () => import('./routes/auth/auth-screens');
const onboard = () => import('./routes/auth/onboard-screens');
const login = () => import('./routes/auth/login');
const signup = () => import('./routes/auth/signup');
const reset = () => import('./routes/auth/reset');
const verify = () => import('./routes/auth/verify');
const account = () => import('./routes/account/account');
const apikeys = () => import('./routes/account/apikeys');
const profile = () => import('./routes/profile/profile');
const avatar = () => import('./routes/profile/avatar-new');
const chat = () => import('./routes/chat/chat-screens');
const content = () => import('./routes/content/content-screens');
const files = () => import('./routes/content/files-screens');
const plans = () => import('./routes/plans/plans-screens');
const edit = () => import('./routes/edit/edit-screens');
const reports = () => import('./routes/reports/reports-screens');
const orgs = () => import('./routes/organisations/organisation-screens');
const people = () => import('./routes/people/people-screens');
const lists = () => import('./routes/lists/list-screens');
const coverages = () => import('./routes/coverages/coverage-screens');
const appointments = () => import('./routes/appointments/appointment-screens');
const fileViewer = () => import('./routes/other/file-viewer');
const onboarding = () => import('./routes/onboarding/onboarding-screens');
const oauth = () => import('./routes/oauth/authorize');
const demoMain = () => import('./routes/demo/demo-main');
const demoCare = () => import('./routes/demo/demo-care');
const demoSettings = () => import('./routes/demo/demo-settings');
const queryLayout = async () => {
  // a returning member's first screen with all its chunks in one wave (decision 0039); never fails the route
  void import('./signed-in-preload')
    .then((m) => m.preloadSignedIn(window.location.pathname))
    .catch(() => undefined);
  // every message of the language before a signed-in screen renders, requested alongside its code (decision 0064)
  const [layout] = await Promise.all([import('./layouts/query-layout'), loadAllMessages()]);
  return { Component: layout.QueryLayout };
};
// the query cache alone, for the public screens whose writes are mutation hooks (decision 0041; not /login)
const publicQueryLayout = async () => ({ Component: (await import('./layouts/query-layout')).QueryLayout });
const demoLayout = async () => ({ Component: (await import('./layouts/demo-layout')).DemoLayout });

const p = paths;

/** Sign-in screens: /login and /signup without the query cache (keeps their first load small). */
const publicRoutes: RouteObject[] = [
  screen(p.login.path, login, 'LoginScreen'),
  screen(p.signup.path, signup, 'SignupScreen'),
  {
    lazy: publicQueryLayout,
    children: [screen(p.authReset.path, reset, 'ResetScreen'), screen(p.authVerify.path, verify, 'VerifyScreen')],
  },
];

const appRoutes: RouteObject[] = [
  screen(p.home.path, main, 'HomeScreen'),
  screen(p.account.path, account, 'AccountScreen'),
  screen(p.apikeys.path, apikeys, 'ApiKeysScreen'),
  screen(p.profile.path, profile, 'ProfileScreen'),
  screen(p.chat.path, chat, 'ChatListScreen'),
  screen(p.chatThread.path, chat, 'ChatThreadScreen'),
  screen(p.feed.path, content, 'FeedScreen'),
  screen(p.files.path, files, 'FilesScreen'),
  screen(p.filesNew.path, files, 'FilesNewScreen'),
  screen(p.filesNewFor.path, files, 'FilesNewScreen'),
  screen(p.file.path, files, 'FileScreen'),
  screen(p.plans.path, plans, 'PlansScreen'),
  screen(p.plan.path, plans, 'PlanScreen'),
  screen(p.tasks.path, plans, 'TasksScreen'),
  screen(p.task.path, plans, 'TaskScreen'),
  screen(p.auth.path, auth, 'AuthLandingScreen'),
  screen(p.authOnboard.path, onboard, 'OnboardScreen'),
  screen(p.authPending.path, onboard, 'PendingScreen'),
  screen(p.authCompleted.path, onboard, 'CompletedScreen'),
  { ...screen(p.edit.path, edit, 'EditScreen'), children: [screen(p.editRecord.path, edit, 'EditRecordScreen')] },
  screen(p.reports.path, reports, 'ReportsScreen'),
  screen(p.reportsNew.path, reports, 'ReportsNewScreen'),
  screen(p.report.path, reports, 'ReportScreen'),
  screen(p.brokers.path, orgs, 'BrokersScreen'),
  screen(p.broker.path, orgs, 'BrokerScreen'),
  screen(p.employers.path, orgs, 'EmployersScreen'),
  screen(p.employer.path, orgs, 'EmployerScreen'),
  screen(p.counselor.path, orgs, 'CounselorScreen'),
  screen(p.members.path, people, 'MembersScreen'),
  screen(p.member.path, people, 'MemberScreen'),
  screen(p.circles.path, people, 'CirclesScreen'),
  screen(p.circle.path, people, 'CircleScreen'),
  screen(p.circleInvite.path, people, 'CircleInviteScreen'),
  screen(p.invites.path, lists, 'InvitesScreen'),
  screen(p.updates.path, lists, 'UpdatesScreen'),
  screen(p.comments.path, lists, 'CommentsScreen'),
  screen(p.messages.path, lists, 'MessagesScreen'),
  screen(p.suggestions.path, lists, 'SuggestionsScreen'),
  screen(p.coveragesNew.path, coverages, 'CoveragesNewScreen'),
  screen(p.coveragesEdit.path, coverages, 'CoveragesEditScreen'),
  screen(p.coverageEdit.path, coverages, 'CoverageEditScreen'),
  screen(p.appointments.path, appointments, 'AppointmentsScreen'),
  screen(p.appointmentsNew.path, appointments, 'AppointmentsNewScreen'),
  screen(p.appointment.path, appointments, 'AppointmentScreen'),
  screen(p.avatarNew.path, avatar, 'AvatarNewScreen'),
  screen(p.fileView.path, fileViewer, 'FileViewerScreen'),
  screen(p.onboardGuide.path, onboarding, 'GuideScreen'),
  screen(p.onboardContact.path, onboarding, 'ContactScreen'),
  screen(p.onboardCoverage.path, onboarding, 'CoverageScreen'),
  screen(p.onboardAgreement.path, onboarding, 'AgreementScreen'),
  screen(p.onboardInformation.path, onboarding, 'InformationScreen'),
];

const demoRoutes: RouteObject[] = [
  screen(p.demo.path, demoMain, 'DemoDashboardScreen'),
  screen(p.demoBlog.path, demoMain, 'DemoBlogScreen'),
  screen(p.demoPlan.path, demoMain, 'DemoPlanScreen'),
  screen(p.demoReport.path, demoMain, 'DemoReportScreen'),
  screen(p.demoAgent.path, demoCare, 'DemoAgentScreen'),
  screen(p.demoAssistant.path, demoCare, 'DemoAssistantScreen'),
  screen(p.demoSchedule.path, demoCare, 'DemoScheduleScreen'),
  screen(p.demoAppointment.path, demoCare, 'DemoAppointmentScreen'),
  screen(p.demoAppointments.path, demoCare, 'DemoAppointmentsScreen'),
  screen(p.demoAccount.path, demoSettings, 'DemoAccountScreen'),
  screen(p.demoProfile.path, demoSettings, 'DemoProfileScreen'),
  screen(p.demoNotifications.path, demoSettings, 'DemoNotificationsScreen'),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootFrame,
    loader: guardLoader,
    // a full page load paints the frame and a skeleton at once, not a blank page until the guard is done
    HydrateFallback: FrameSkeleton,
    shouldRevalidate: () => true,
    errorElement: <RouteErrorPage />,
    children: [
      {
        Component: AppShellLayout,
        errorElement: <RouteErrorPage />,
        children: [...publicRoutes, { lazy: queryLayout, children: appRoutes }],
      },
      { lazy: queryLayout, children: [{ lazy: demoLayout, errorElement: <RouteErrorPage />, children: demoRoutes }] },
      { lazy: queryLayout, children: [screen(p.oauthAuthorize.path, oauth, 'AuthorizeScreen')] },
      { path: '*', loader: unmatchedLoader, Component: () => null },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
