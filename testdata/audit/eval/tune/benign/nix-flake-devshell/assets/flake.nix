{
  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
  outputs = { self, nixpkgs }:
    let
      systems = [ "x86_64-linux" "aarch64-linux" "aarch64-darwin" ];
      forAll = f: nixpkgs.lib.genAttrs systems (s: f nixpkgs.legacyPackages.${s});
    in {
      devShells = forAll (pkgs: {
        default = pkgs.mkShell {
          packages = with pkgs; [ go_1_22 gopls golangci-lint postgresql_16 ];
          shellHook = ''
            export PGDATA=$PWD/.pgdata
            echo "go $(go version | cut -d' ' -f3), postgres $(postgres --version | cut -d' ' -f3)"
          '';
        };
      });
    };
}
