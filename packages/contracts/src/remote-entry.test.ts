import { remoteEntryUrl } from './remote-entry';

describe('remoteEntryUrl', () => {
  it('is the remoteEntry.js beside the manifest, a path for a path and a URL for a URL', () => {
    expect(remoteEntryUrl('/mf/mf-discovery/mf-manifest.json')).toBe('/mf/mf-discovery/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example.com/d/v2/mf-manifest.json?x=1')).toBe('https://cdn.example.com/d/v2/remoteEntry.js');
    expect(remoteEntryUrl('http://localhost:3101/mf-manifest.json')).toBe('http://localhost:3101/remoteEntry.js');
  });
});
