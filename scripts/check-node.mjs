// Plain JavaScript on purpose: it must run, and say what is wrong, on the old Node it refuses.

/** The line to print when this Node cannot run the project, or null when it can. */
export function nodeVersionProblem(version) {
  const [major, minor] = version.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 18)) return null;
  return `Homebuyer Wizard needs Node.js 24 (22.18 or newer works); this is Node.js ${version}. See "Requirements" in README.md.`;
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
