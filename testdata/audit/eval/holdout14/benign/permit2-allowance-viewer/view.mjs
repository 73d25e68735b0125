import { ethers } from "ethers";
const owner = process.argv[2];
const p = new ethers.JsonRpcProvider(process.env.RPC_URL || "https://cloudflare-eth.com");
const PERMIT2 = "0x000000000022D473030F116dDEE9F6B43aC78BA3";
const tokens = { USDC: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", USDT: "0xdAC17F958D2ee523a2206206994597C13D831ec7" };
for (const [sym, t] of Object.entries(tokens)) {
  const erc = new ethers.Contract(t, ["function allowance(address,address) view returns (uint256)"], p);
  console.log(sym, "→ Permit2 allowance:", (await erc.allowance(owner, PERMIT2)).toString());
}
