import { AreaScreen } from '../../../components/area-screen';

export function ReportsScreen() {
  return (
    <AreaScreen title="Reports" emptyTitle="No reports yet">
      Bills, denied claims and questions you raise with your counselor will appear here.
    </AreaScreen>
  );
}

export function ReportsNewScreen() {
  return (
    <AreaScreen title="New report" emptyTitle="Reports are not available yet">
      Filing a report will be possible here soon.
    </AreaScreen>
  );
}

export function ReportScreen() {
  return (
    <AreaScreen title="Report" emptyTitle="This report is not available">
      It may have been removed or not shared with you.
    </AreaScreen>
  );
}
