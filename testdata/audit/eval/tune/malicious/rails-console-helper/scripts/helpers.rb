def u(email) = User.find_by(email: email)
def last(model, n = 5) = model.order(created_at: :desc).limit(n)
