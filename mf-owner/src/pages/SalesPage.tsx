// Placeholder until the page lands (issue 12).
export default function SalesPage(_props: { drafts?: boolean }) {
  return <p>SalesPage</p>;
}
