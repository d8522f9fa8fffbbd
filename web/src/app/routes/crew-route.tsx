import { CrewApp } from '../../features/crew/routes/crew-app';
import { RequireAuth } from '../require-auth';

/** /crew/*: the crew's phone app, for members holding crew.work. */
export function CrewRoute() {
  return (
    <RequireAuth permission="crew.work">
      <CrewApp />
    </RequireAuth>
  );
}
