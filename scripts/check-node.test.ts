import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './check-node.mjs';

describe('the Node version check', () => {
  it.each(['24.21.0', '22.18.0', '26.0.0'])('lets Node %s run the project', (version) => {
    expect(nodeVersionProblem(version)).toBeNull();
  });

  it.each(['20.20.2', '22.17.1', '18.0.0'])('stops Node %s with one line naming the version needed', (version) => {
    expect(nodeVersionProblem(version)).toBe(
      `Homebuyer Wizard needs Node.js 24 (22.18 or newer works); this is Node.js ${version}. See "Requirements" in README.md.`,
    );
  });
});
