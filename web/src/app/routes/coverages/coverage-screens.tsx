import { AreaScreen } from '../../../components/area-screen';

export function CoveragesNewScreen() {
  return (
    <AreaScreen title="Add coverage" emptyTitle="Adding coverage is not available yet">
      Adding your insurance card will be possible here soon.
    </AreaScreen>
  );
}

export function CoveragesEditScreen() {
  return (
    <AreaScreen title="Coverages" emptyTitle="No coverages yet">
      Your insurance coverages will appear here.
    </AreaScreen>
  );
}

export function CoverageEditScreen() {
  return (
    <AreaScreen title="Coverage" emptyTitle="This coverage is not available">
      It may have been removed or not shared with you.
    </AreaScreen>
  );
}
