// Placeholder until the page lands (issue 12).
export default function TeamMembersPage(_props: { drafts?: boolean }) {
  return <p>TeamMembersPage</p>;
}
