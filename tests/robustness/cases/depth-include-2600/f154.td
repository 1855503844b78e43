include "f155.td"
