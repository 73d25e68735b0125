<%@ WebHandler Language="C#" Class="Health" %>
using System;
using System.Web;

public class Health : IHttpHandler {
    public void ProcessRequest(HttpContext ctx) {
        ctx.Response.ContentType = "text/plain";
        var verbose = ctx.Request.QueryString["verbose"] == "1";
        ctx.Response.Write("OK " + Environment.TickCount64 / 1000 + "s");
        if (verbose) {
            ctx.Response.Write(" pool=" + Environment.GetEnvironmentVariable("APP_POOL_ID"));
        }
    }
    public bool IsReusable => true;
}
