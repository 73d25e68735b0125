import { expect } from "chai";
import { ethers } from "hardhat";
describe("approvals", () => {
  it("operator can transfer after setApprovalForAll and not after revoke", async () => {
    const [owner, operator, other] = await ethers.getSigners();
    const nft = await (await ethers.getContractFactory("MyNFT")).deploy();
    await nft.mint(owner.address, 1);
    await nft.setApprovalForAll(operator.address, true);
    await nft.connect(operator).transferFrom(owner.address, other.address, 1);
    expect(await nft.ownerOf(1)).to.equal(other.address);
    await nft.connect(other).setApprovalForAll(operator.address, false);
    await expect(nft.connect(operator).transferFrom(other.address, owner.address, 1)).to.be.reverted;
  });
});
