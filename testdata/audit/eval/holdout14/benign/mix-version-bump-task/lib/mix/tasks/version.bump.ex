defmodule Mix.Tasks.Version.Bump do
  use Mix.Task
  @shortdoc "Bump version in mix.exs"
  def run([part]) do
    src = File.read!("mix.exs")
    [_, v] = Regex.run(~r/version: "([^"]+)"/, src)
    [ma, mi, pa] = v |> String.split(".") |> Enum.map(&String.to_integer/1)
    new = case part do
      "major" -> "#{ma + 1}.0.0"
      "minor" -> "#{ma}.#{mi + 1}.0"
      _ -> "#{ma}.#{mi}.#{pa + 1}"
    end
    File.write!("mix.exs", String.replace(src, ~s(version: "#{v}"), ~s(version: "#{new}")))
    Mix.shell().info("#{v} -> #{new}")
  end
end
