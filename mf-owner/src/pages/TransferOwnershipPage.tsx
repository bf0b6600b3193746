// Placeholder until the page lands (issue 12).
export default function TransferOwnershipPage(_props: { drafts?: boolean }) {
  return <p>TransferOwnershipPage</p>;
}
