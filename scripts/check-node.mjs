// Plain JavaScript on purpose: it must run, and say what is wrong, on the old Node it refuses.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `Homebuyer Wizard needs Node.js 24 (22.18 or newer works); this is Node.js ${process.versions.node}. See "Requirements" in README.md.`,
  );
  process.exit(1);
}
