"""add invoices table

Revision ID: 3f1a2b9c7d10
Revises: 8e2d41c0aa57
"""
from alembic import op
import sqlalchemy as sa

revision = "3f1a2b9c7d10"
down_revision = "8e2d41c0aa57"

def upgrade():
    op.create_table(
        "invoices",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("customer_id", sa.BigInteger, sa.ForeignKey("customers.id", ondelete="CASCADE"), nullable=False),
        sa.Column("total_cents", sa.BigInteger, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now()),
    )
    op.create_index("ix_invoices_customer_id", "invoices", ["customer_id"])

def downgrade():
    op.drop_index("ix_invoices_customer_id", table_name="invoices")
    op.drop_table("invoices")
