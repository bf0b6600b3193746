// Placeholder until the page lands (issue 12).
export default function NewVenuePage(_props: { drafts?: boolean }) {
  return <p>NewVenuePage</p>;
}
