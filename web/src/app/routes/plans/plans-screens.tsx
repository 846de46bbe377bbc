import { AreaScreen } from '../../../components/area-screen';

export function PlansScreen() {
  return (
    <AreaScreen title="Plans" emptyTitle="No plans yet">
      Action plans your counselor prepares with you will appear here.
    </AreaScreen>
  );
}

export function PlanScreen() {
  return (
    <AreaScreen title="Plan" emptyTitle="This plan is not available">
      It may have been removed or not shared with you.
    </AreaScreen>
  );
}

export function TasksScreen() {
  return (
    <AreaScreen title="Tasks" emptyTitle="No tasks yet">
      Tasks assigned to you and your family will appear here.
    </AreaScreen>
  );
}

export function TaskScreen() {
  return (
    <AreaScreen title="Task" emptyTitle="This task is not available">
      It may have been removed or not shared with you.
    </AreaScreen>
  );
}
