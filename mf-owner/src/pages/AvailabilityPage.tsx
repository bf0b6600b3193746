// Placeholder until the page lands (issue 12).
export default function AvailabilityPage(_props: { drafts?: boolean }) {
  return <p>AvailabilityPage</p>;
}
