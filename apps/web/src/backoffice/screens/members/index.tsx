import { Route, Routes } from 'react-router';
import { MemberPage } from './MemberPage';
import { MembersList } from './MembersList';

/** /ops/members: the search list; /ops/members/:id/<tab>: one member's page. */
export default function MembersSection() {
  return (
    <Routes>
      <Route index element={<MembersList />} />
      <Route path=":id/*" element={<MemberPage />} />
    </Routes>
  );
}
