import { ethers } from "hardhat";

async function main() {
  const [deployer] = await ethers.getSigners();
  console.log("deployer:", deployer.address);
  const Token = await ethers.getContractFactory("DemoToken");
  const token = await Token.deploy(ethers.parseUnits("1000000", 18));
  await token.waitForDeployment();
  console.log("DemoToken at", await token.getAddress());
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
