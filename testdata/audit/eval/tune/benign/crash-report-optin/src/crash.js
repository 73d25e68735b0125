const { app, dialog } = require("electron");
const fs = require("fs");
const path = require("path");
const Sentry = require("@sentry/electron/main");

const prefsFile = path.join(app.getPath("userData"), "prefs.json");
const DSN = process.env.APP_SENTRY_DSN; // the app vendor's own project DSN, set at build time

function loadPrefs() {
  try { return JSON.parse(fs.readFileSync(prefsFile, "utf8")); } catch { return {}; }
}

async function initCrashReporting(win) {
  const prefs = loadPrefs();
  if (prefs.crashReports === undefined) {
    const { response } = await dialog.showMessageBox(win, {
      type: "question", buttons: ["No", "Yes"], defaultId: 0,
      message: "Send anonymous crash reports to help fix bugs?",
      detail: "Only stack traces are sent. You can change this in Settings.",
    });
    prefs.crashReports = response === 1;
    fs.writeFileSync(prefsFile, JSON.stringify(prefs));
  }
  if (prefs.crashReports && DSN) {
    Sentry.init({ dsn: DSN, sendDefaultPii: false, beforeBreadcrumb: (b) => (b.category === "console" ? null : b) });
  }
}

module.exports = { initCrashReporting };
