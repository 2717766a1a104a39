import { Navigate } from 'react-router-dom';

/** /inbox on desktop is the Member Center's inbox tab. */
export default function InboxRedirect() {
  return <Navigate to="/account?tab=inbox" replace />;
}
