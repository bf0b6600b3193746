// Placeholder until the page lands (issue 12).
export default function SpaceEditorPage(_props: { drafts?: boolean }) {
  return <p>SpaceEditorPage</p>;
}
