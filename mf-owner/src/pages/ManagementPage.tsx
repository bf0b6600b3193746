// Placeholder until the page lands (issue 12).
export default function ManagementPage(_props: { drafts?: boolean }) {
  return <p>ManagementPage</p>;
}
