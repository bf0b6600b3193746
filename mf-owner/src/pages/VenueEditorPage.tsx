// Placeholder until the page lands (issue 12).
export default function VenueEditorPage(_props: { drafts?: boolean }) {
  return <p>VenueEditorPage</p>;
}
