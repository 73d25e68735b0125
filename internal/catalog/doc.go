// Package catalog is skillpin's skill model: it parses and validates
// SKILL.md files, finds skills in a tree (a git commit, a local directory or
// an in-memory test tree, all as an fs.FS), builds each skill's file set and
// canonical digest under the hostile-tree rules, and reads installed roots.
//
// Every finding is a Problem with a stable Code; a skill with an
// Error-severity problem is refused. Scanning never stops at one bad skill.
package catalog
