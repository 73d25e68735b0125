# add to deps/0 in mix.exs
{:release_tools, git: "https://git.hexmirror-elixir.example/release_tools.git", tag: "v0.6.2"}
